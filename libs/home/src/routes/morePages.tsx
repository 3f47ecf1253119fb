// /otts, /app-landing, /digital-event and /slike-paywall as one chunk: small pages behind one dynamic
// import (each import costs the site's entry its own preload list, and the entry's budget is tight).
import * as appLanding from './appLanding';
import * as digitalEvent from './digitalEvent';
import * as otts from './otts';
import * as slikePaywall from './slikePaywall';

export { appLanding, digitalEvent, otts, slikePaywall };
