import { Component, type ReactNode } from 'react';
import { reportProblem } from '@wattle/shared';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a broken part (a chart that cannot draw) from blanking the page around it. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportProblem('a section failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
