// The login page as a lazily loaded route module. The shell imports @rewards/auth statically (the
// session), and Nx forbids importing one library both ways, so the dynamic import lives here.
// (The profile route module lives in @rewards/membership, which adds membership management to it.)
export const loadLoginRoute = () => import('./login');
export const loadTicketingRoute = () => import('./ticketing');
