import { startApp } from '@rewards/app-shell';
import { moreRewardsRegistry } from '@rewards/app-shell/routes/more-rewards';
import { env } from './env';
import { partner } from './partner';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startApp({ partner, env, container, registry: moreRewardsRegistry });
