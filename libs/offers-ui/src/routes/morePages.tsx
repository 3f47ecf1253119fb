// /otts and /app-landing as one chunk: two small pages behind one dynamic import (each import costs
// the site's entry its own preload list, and the entry's budget is tight).
import * as appLanding from './appLanding';
import * as otts from './otts';

export { appLanding, otts };
