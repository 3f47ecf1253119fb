import { reflowTests } from '../reflow';

// Every visitor route of the shopper site: the landing, its catalogue (open to visitors), terms, and a path it does not serve, issue 33.
reflowTests(['/', '/categoriesshoppercard', '/categoriesshoppercard/tpxclusives', '/tnc', '/categories']);
