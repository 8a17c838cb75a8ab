import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { TopBarFrame } from '#components/top-bar/TopBarFrame.tsx';
import { NAVIGATION } from '#features/navigation.ts';
import { SiteSearch } from '#features/search/instant/SiteSearch.tsx';
import { SEARCH_PATH } from '#features/search/url-state.ts';
import { DesktopAccount, MobileAccount } from './Account.tsx';
import { SignInNotice } from './SignInNotice.tsx';
import { useAuth } from './use-auth.ts';

interface Props {
  currentPath: string;
}

function Bar({ currentPath }: Props) {
  const auth = useAuth();
  return (
    <TopBarFrame
      currentPath={currentPath}
      navigation={NAVIGATION}
      account={(menus) => <DesktopAccount auth={auth} menus={menus} />}
      mobileAccount={(close) => <MobileAccount auth={auth} onClose={close} />}
      // The search page has its own box.
      search={currentPath === SEARCH_PATH ? undefined : <SiteSearch />}
      notice={<SignInNotice />}
    />
  );
}

/** The auth-aware top bar (spec 1, section 2), the island on every page. */
export default function TopBar(props: Props) {
  return (
    <ErrorBoundary>
      <Bar {...props} />
    </ErrorBoundary>
  );
}
