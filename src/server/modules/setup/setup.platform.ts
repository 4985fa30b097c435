/** What the server's start-up may use of setup: the one-time link printed when there is no super admin. */
export { issueSetupToken } from './setup.service.ts';
