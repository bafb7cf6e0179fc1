/** The parts of a TanStack query result a component needs to show loading, error and data. */
export type QueryState<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};
