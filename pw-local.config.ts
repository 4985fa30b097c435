// Local only (not committed): the journeys in newcomer-fixes.spec.ts start their own server.
import config from './playwright.config';

export default { ...config, webServer: undefined };
