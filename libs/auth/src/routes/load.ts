// The account pages as lazily loaded route modules. The shell imports @rewards/auth statically (the
// session), and Nx forbids importing one library both ways, so the dynamic imports live here.
export const loadLoginRoute = () => import('./login');
export const loadProfileRoute = () => import('./profile');
