// The /ticketing route module (its own chunk, loaded through `loadTicketingRoute`).
import { TicketingPage } from '../ticketing/TicketingPage';

export function Component() {
  return <TicketingPage />;
}
