// The student offer's public face: what other modules may use. Anything else in this folder is its own.
export { createStudentModule, type StudentModuleDeps } from './module';
