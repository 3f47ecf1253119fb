export { Columns, type ColumnsProps } from './Columns';
export { columnRepeats, columnsElements, type ColumnRepeat, type ColumnsElement } from './Columns.css';
