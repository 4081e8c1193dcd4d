/**
 * The second demo centre, which `npm test` also builds and the browser tests' `second-centre` project serves beside
 * the main one (e2e/second-centre/): its id and the port its build is served on.
 */
export const SECOND_CENTRE = 'gops-jezynowo';
export const SECOND_CENTRE_PORT = 4322;
