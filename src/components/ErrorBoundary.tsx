import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Every island renders inside this: a crash shows the router's default text instead of a blank area. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Island crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="card m-4 border-red-200 bg-red-50 p-6 text-red-800">
        <h2 className="text-lg font-semibold">Unexpected Application Error!</h2>
        <p className="mt-2 text-sm">{this.state.error.message || 'Something went wrong.'}</p>
      </div>
    );
  }
}
