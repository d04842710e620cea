import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

interface SectionBoundaryProps {
  /** What the section is, as the message names it: "canvas", "inspector", "preview"… */
  label: string;
  /** The draft the section shows: a new one clears the error and tries again. */
  draft: unknown;
  onUndo: () => void;
  children: ReactNode;
}

interface SectionBoundaryState {
  error: Error | null;
  draft: unknown;
}

/**
 * Keeps one part of the builder from taking the rest down when a draft (pasted as JSON, imported)
 * has a shape it cannot show: the part says why, and the JSON view stays usable to fix it.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { error: null, draft: this.props.draft };

  static getDerivedStateFromError(error: Error): Partial<SectionBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: SectionBoundaryProps,
    state: SectionBoundaryState,
  ): Partial<SectionBoundaryState> | null {
    return props.draft === state.draft ? null : { error: null, draft: props.draft };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[chatforms builder] the ${this.props.label} failed:`,
      error,
      info.componentStack,
    );
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div role="alert" className="section-error">
        <p>
          The {this.props.label} cannot show this draft: {error.message}
        </p>
        <p>Fix the message in the JSON view, or undo the last change.</p>
        <button type="button" onClick={this.props.onUndo}>
          Undo
        </button>
      </div>
    );
  }
}
