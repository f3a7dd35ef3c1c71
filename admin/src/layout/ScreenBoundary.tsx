import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

/** Keeps a screen's error inside the screen: the menu and top bar stay usable. Reset by a new key (the path). */
export class ScreenBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error) {
      return <ErrorScreen error={this.state.error} resetErrorBoundary={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
