export { SECTIONS, sectionsFor, type ConsoleSection, type StaffRole } from './sections';
