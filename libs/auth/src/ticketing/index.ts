export { TicketingPage, TICKETING_PATH, TICKET_MISSING_MESSAGE, TICKET_SPENT_MESSAGE } from './TicketingPage';
