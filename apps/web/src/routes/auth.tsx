import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { ScreenFrame } from '../components/screen-frame';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { FALLBACK_CLUB_NAME, useClubSettings } from '../features/accounts/club-settings-query';
import { SignInForm } from '../features/accounts/sign-in-form';
import { SignUpForm } from '../features/accounts/sign-up-form';
import { VerificationBanners } from '../features/accounts/verification-banners';
import { BrandLogo, useBrandNameColor } from '../features/accounts/brand-logo';

/**
 * A tab is also a link to its screen's own address: on the prerendered sign-in page, which runs no
 * React (decision 040), following it opens that screen; here the tabs switch in place as before.
 */
const switchInPlace = (event: MouseEvent) => {
  if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) event.preventDefault();
};

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
              className="h-7 w-44 motion-safe:animate-pulse rounded-md bg-slate-800"
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
              {/* Both in the Tab order: on the page without React, arrow keys are the page script's. */}
              <TabsTrigger value="log-in" asChild>
                <a href="/" tabIndex={0} onClick={switchInPlace} className="grid place-items-center">
                  Log In
                </a>
              </TabsTrigger>
              <TabsTrigger value="sign-up" asChild>
                <a href="/sign-up" tabIndex={0} onClick={switchInPlace} className="grid place-items-center">
                  Sign Up
                </a>
              </TabsTrigger>
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
