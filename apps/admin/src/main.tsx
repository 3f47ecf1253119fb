import { startConsole } from '@rewards/admin';
import { themeClass } from '@rewards/design-system/theme-console';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
startConsole({ container, themeClass, demoStaff: import.meta.env.DEV });
