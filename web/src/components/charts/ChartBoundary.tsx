import { Component, type ReactNode } from 'react';

/** A chart that fails to load or draw leaves its table, not a broken page. */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The canvas needs what a browser has (jsdom has neither): without them only the table is shown. */
export const canDraw = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && typeof ResizeObserver === 'function';
