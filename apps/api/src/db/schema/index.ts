// The database schema, one file per domain. Tables carry no schema qualifier so that `search_path`
// decides where they live: the tests give every test file its own PostgreSQL schema that way.
export * from './accounts';
export * from './analytics';
export * from './browsing';
export * from './cards';
export * from './catalogue';
export * from './content';
export * from './credit';
export * from './marketing';
export * from './messages';
export * from './offer-actions';
export * from './partners';
export * from './social';
export * from './payment';
export * from './student';
export * from './system';
export * from './operator';
