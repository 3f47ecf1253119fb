export * from './loginHandover';
