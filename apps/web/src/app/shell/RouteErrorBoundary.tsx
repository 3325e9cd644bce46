import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from './RouteError';

type Props = { children: ReactNode; standalone?: boolean; resetKey?: string };

type State = { error: unknown; resetKey?: string };

/**
 * Catches what a page (or, `standalone`, the shell) throws while rendering, its chunk that would not load
 * among it, and shows RouteError in its place. A new `resetKey` (the next page's path) tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error) return <RouteError error={this.state.error} standalone={this.props.standalone} />;
    return this.props.children;
  }
}

/** The pages' boundary, inside the shell: a page that fails shows the error there, and the next page is tried afresh. */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
