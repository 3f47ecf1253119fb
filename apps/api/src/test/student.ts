// The student module's test documents and form (modules/student/test-*.ts), for other modules' API
// tests (the console's student requests), which reach another module only through here or its index.
export * as documents from '../modules/student/test-documents';
export { studentForm, VALID_FIELDS } from '../modules/student/test-form';
