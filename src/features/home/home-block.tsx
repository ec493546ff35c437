/**
 * One block of the home page (SPEC SCR-10): a titled section whose content loads, fails and
 * empties on its own. Its code may come in a chunk of its own (the heading shows while it loads),
 * and a block that throws shows what went wrong with a retry instead of blanking the page.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { PathLink } from '../../ui/path-link.tsx';
// The blocks' states look like the pre-match lists' (.sportsbook__state), whose tree status they share.
import '../sportsbook/sportsbook.css';

type Props = {
  /** Names the block for tests and styles (`data-home-block`), and its heading's id. */
  readonly name: string;
  readonly title: string;
  /** A link to the whole list the block shows a part of. */
  readonly more?: { readonly link: string; readonly text: string };
  /** Said while the block's code or data loads. */
  readonly loading: string;
  readonly children: ReactNode;
};

export function HomeBlock({ name, title, more, loading, children }: Props) {
  const { LL } = useI18nContext();
  const headingId = `home-${name}-title`;
  return (
    <section className="home-block" aria-labelledby={headingId} data-home-block={name}>
      <header className="home-block__header">
        <h2 id={headingId} className="home-block__title">
          {title}
        </h2>
        {more && (
          <PathLink link={more.link} className="home-block__more">
            {more.text}
          </PathLink>
        )}
      </header>
      <BlockBoundary error={LL.home.blockError()} retry={LL.sportsbook.retry()}>
        <Suspense fallback={<BlockState busy>{loading}</BlockState>}>{children}</Suspense>
      </BlockBoundary>
    </section>
  );
}

/** A block's loading, empty or failed state, in words; `busy` while something is on its way. */
export function BlockState({ busy, alert, children }: { readonly busy?: boolean; readonly alert?: boolean; readonly children: ReactNode }) {
  return (
    <div className="sportsbook__state" role={alert ? 'alert' : 'status'} aria-busy={busy || undefined} data-block-state={alert ? 'error' : busy ? 'loading' : 'empty'}>
      {children}
    </div>
  );
}

type BoundaryProps = { readonly error: string; readonly retry: string; readonly children: ReactNode };

/** Catches what a block throws while rendering (or its chunk failing to load); Try again renders it anew. */
class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <BlockState alert>
        <p>{this.props.error}</p>
        <button type="button" className="btn btn--ghost" onClick={() => this.setState({ failed: false })}>
          {this.props.retry}
        </button>
      </BlockState>
    );
  }
}
