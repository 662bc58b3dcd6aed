import type { ReactNode } from 'react';
import {
  adminApi,
  type AdminAnswer,
  type AdminInput,
  type AdminOperationKey,
  type AdminQuery,
} from '../../lib/api-client/admin';
import { useQuery, type QueryState } from '../hooks/use-query';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';

type GetKey = Extract<AdminOperationKey, `GET ${string}`>;

/**
 * A console screen's read through the members' useQuery and the console's typed client: one load
 * per operation and query, a failure said on the screen (decision 0021: console pages read through
 * the API, their frontmatter only checks who is asking).
 */
export function useConsoleQuery<K extends GetKey>(
  key: K,
  loginId: string,
  /** null: nothing to ask yet (the screen has no market chosen). */
  query?: AdminQuery<K> | null,
): QueryState<AdminAnswer<K>> {
  return useQuery(query === null ? null : `${key} ${JSON.stringify(query ?? {})}`, (signal) =>
    // A GET without a query schema takes none: the registry says which does.
    adminApi(key, { loginId, signal, query } as unknown as AdminInput<K>),
  );
}

/** Several reads as one state: loading until all have answered, the first failure if any. */
export function allOf<T extends unknown[]>(...states: { [I in keyof T]: QueryState<T[I]> }): QueryState<T> {
  const failure = states.find((s) => s.failure)?.failure ?? null;
  const done = states.every((s) => s.data !== null);
  return {
    data: done && !failure ? (states.map((s) => s.data) as T) : null,
    loading: states.some((s) => s.loading),
    failure,
    reload: () => states.forEach((s) => s.reload()),
  };
}

/** What a console screen shows until its data has come: a spinner, or why it did not come. */
export function Loaded<T>({ state, children }: { state: QueryState<T>; children: (data: T) => ReactNode }) {
  if (state.failure)
    return (
      <Alert variant="warning" role="alert">
        {state.failure}
      </Alert>
    );
  if (state.data === null)
    return (
      <p role="status">
        <Spinner size="sm" as="span" className="me-2" aria-hidden="true" />
        読み込んでいます…
      </p>
    );
  return <>{children(state.data)}</>;
}
