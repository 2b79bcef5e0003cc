// Catches render failures and failed lazy chunks of the routed screens, so the
// error page shows inside the root layout (snackbars stay alive). Navigating
// elsewhere clears the error, as a data router's error boundary did.
import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './routes/route-error';

interface Props {
  /** The current location's key: a new one resets the boundary. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failure: { error: unknown } | null;
  resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorPage error={failure.error} /> : this.props.children;
  }
}
