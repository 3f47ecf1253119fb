export { ScrollTable, type ScrollTableProps } from './ScrollTable';
