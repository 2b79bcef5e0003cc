// Last line of defence outside the router: any render failure above or around
// the routes still ends on the generic error page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnexpectedErrorPage } from '../components/errors/unexpected-error-page';

export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected render failure', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <UnexpectedErrorPage /> : this.props.children;
  }
}
