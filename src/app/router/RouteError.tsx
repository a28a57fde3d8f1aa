import { isRouteErrorResponse, useRouteError } from 'react-router';
import styled from 'styled-components';
import { ErrorState } from '@/ui/error-state/ErrorState';
import { useBootComplete } from '../boot';

const Screen = styled.main`
  min-block-size: 100dvh;
  display: grid;
  place-items: center;
  padding: var(--space-5);
`;

/**
 * A route that throws while rendering or loading (a chunk that failed to download after a deploy, a
 * bug) shows this instead of a blank screen; reloading fetches the current chunks.
 */
export function RouteError() {
  const error = useRouteError();
  useBootComplete();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred.';
  return (
    <Screen>
      <ErrorState
        title="This page failed to load"
        message={message}
        retryLabel="Reload"
        onRetry={() => window.location.reload()}
      />
    </Screen>
  );
}
