// jsdom setup shared by unit tests.
export {};
