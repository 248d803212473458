import { useLocation } from 'react-router';
import { ScreenFrame } from '../components/screen-frame';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { FALLBACK_CLUB_NAME, useClubSettings } from '../features/accounts/club-settings-query';
import { SignInForm } from '../features/accounts/sign-in-form';
import { SignUpForm } from '../features/accounts/sign-up-form';
import { VerificationBanners } from '../features/accounts/verification-banners';
import { BrandLogo, useBrandNameColor } from '../features/accounts/brand-logo';

/** `/`, `/sign-in`, `/sign-up`, `/auth`: one screen; /sign-up opens on its tab. */
export function AuthPage() {
  const { pathname } = useLocation();
  const clubSettings = useClubSettings();
  const nameColor = useBrandNameColor();

  return (
    <ScreenFrame title="Sign in">
      <Card>
        <CardHeader className="items-center text-center">
          <BrandLogo className="size-14" />
          {clubSettings.isPending ? (
            <div
              className="h-7 w-44 animate-pulse rounded-md bg-slate-800"
              role="status"
              aria-label="Loading the club"
            />
          ) : (
            <CardTitle className="text-2xl" style={nameColor ? { color: nameColor } : undefined}>
              {clubSettings.data?.clubName ?? FALLBACK_CLUB_NAME}
            </CardTitle>
          )}
          <CardDescription>Player portal</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <VerificationBanners />
          <Tabs defaultValue={pathname === '/sign-up' ? 'sign-up' : 'log-in'}>
            <TabsList className="grid-cols-2">
              <TabsTrigger value="log-in">Log In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="log-in">
              <SignInForm />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
