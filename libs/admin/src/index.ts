export { SECTIONS, sectionsFor, type ConsoleSection, type StaffRole } from './sections';
export { AdminClientProvider, useAdminClient } from './api/client';
export { ConsoleApp, ConsoleProviders, type ConsoleAppProps, type ConsoleProvidersProps } from './shell/ConsoleApp';
export { startConsole, type StartConsoleOptions } from './shell/startConsole';
export { ConsoleRoutes, type ConsoleRoutesProps } from './shell/ConsoleRoutes';
export { createConsoleClient, createConsoleQueryClient } from './shell/consoleClient';
export { createConsoleSignals, type ConsoleSignals } from './shell/signals';
export { staffSessionQueries, useStaffSession, type StaffSession } from './shell/session';
export { CSRF_MESSAGE, isCsrfRefusal, isRoleRefusal, isStaffUnauthorized, staffErrorMessage } from './shell/staffErrors';
