import { reflowTests } from '../reflow';

// Every visitor route of the grocery site: the landing, terms, and a path it does not serve (its catalogue is for members), issue 33.
reflowTests(['/', '/tnc', '/search']);
