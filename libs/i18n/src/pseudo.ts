// The pseudo-locale (en-XA): the shared definition (@rewards/api-contract, which the API uses for its
// answers too), loaded as a chunk of its own when a page asks for the pseudo-locale.
export { pseudoLocalize, PSEUDO_CLOSE, PSEUDO_OPEN } from '@rewards/api-contract/pseudo';
