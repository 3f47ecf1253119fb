// Filled by a later issue; see README.md for what this library will hold.
export {};
