/** What a call still waiting for the client (or its batch) answers once the service stopped. */
export const CLIENT_STOPPED_MESSAGE = 'The saved objects client was stopped.';
