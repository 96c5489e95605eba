/** 429 and 503 mean the service is busy (issue 13): "try again in a moment" rather than a failure. */
export const busyOr = (status: number, key: string) =>
  status === 429 || status === 503 ? 'Error.Busy' : key;
