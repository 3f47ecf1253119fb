// The /login route module (its own chunk, loaded through `loadLoginRoute`): the login screens as a page.
import { LoginPage } from '../login/LoginPage';

export function Component() {
  return <LoginPage />;
}
