'use client';

import { errorPageActions } from '../../lib/error-page-actions';
import { errorPageLabels, errorPageTexts } from '../../lib/error-page-texts';

export interface ErrorPageProps {
  status: number;
  /** The error came from the server side: offer "go back" rather than a link to the start page. */
  fromServer: boolean;
  path?: string;
}

/** Status, headline and reason (spec point 2); never a stack trace. */
export function ErrorPage({ status, fromServer, path }: ErrorPageProps) {
  const texts = errorPageTexts(status, path);
  const actions = errorPageActions(status, fromServer);
  return (
    <div className="error-page" data-status={status} data-error={texts.message}>
      <p className="error-page__status">
        <span className="visually-hidden">{errorPageLabels.status} </span>
        {status}
      </p>
      <h1 className="error-page__title">{texts.title}</h1>
      <p className="error-page__reason">{texts.reason}</p>
      {texts.detail ? <p className="error-page__detail">{texts.detail}</p> : null}
      <p className="error-page__actions">
        {actions.goBack ? (
          <button type="button" className="button button--primary" onClick={() => history.back()}>
            {errorPageLabels.goBack}
          </button>
        ) : null}
        {actions.toStart ? (
          <a className={actions.goBack ? 'button button--secondary' : 'button button--primary'} href="/">
            {errorPageLabels.toStart}
          </a>
        ) : null}
      </p>
    </div>
  );
}
