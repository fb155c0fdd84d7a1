/** Where the browser keeps the mock database between page loads (localStorage). */
export const STORAGE_KEY = 'hola-mock-db'
