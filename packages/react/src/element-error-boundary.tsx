import { Component, type ReactNode } from 'react';

import { reportInDevelopment } from './report-in-development.js';

interface ElementErrorBoundaryProps {
  fallback: string;
  children: ReactNode;
}

/** Keeps a custom component that throws from taking the rest of the form with it. */
export class ElementErrorBoundary extends Component<
  ElementErrorBoundaryProps,
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportInDevelopment(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <p className="chatforms-element-error">{this.props.fallback}</p>;
  }
}
