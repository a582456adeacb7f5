export interface ErrorPageActions {
  goBack: boolean;
  toStart: boolean;
}

/**
 * The error page's ways on (spec point 2): "go back" when the error came from the server side
 * (the previous page still works), a link to the start page otherwise. A page that does not exist
 * (404) always offers the start page too, even beside "go back".
 */
export function errorPageActions(status: number, fromServer: boolean): ErrorPageActions {
  return { goBack: fromServer, toStart: !fromServer || status === 404 };
}
