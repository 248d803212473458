import { Link } from 'react-router';
import { ClubLogo } from './club-logo';
import { ScreenFrame } from './screen-frame';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

interface FeatureNoticeProps {
  feature: string;
  /** Which piece of work brings the screen, e.g. "the dashboard work". */
  arrivesWith: string;
  backTo?: { href: string; label: string };
}

/** An honest page for a screen that later work fills in: names it, shows no invented data. */
export function FeatureNotice({ feature, arrivesWith, backTo }: FeatureNoticeProps) {
  return (
    <ScreenFrame title={feature}>
      <Card>
        <CardHeader className="items-center text-center">
          <ClubLogo />
          <CardTitle>{feature}</CardTitle>
          <CardDescription>
            The {feature} arrives with {arrivesWith}.
          </CardDescription>
        </CardHeader>
        {backTo ? (
          <CardContent>
            <Button asChild variant="secondary" className="w-full">
              <Link to={backTo.href}>{backTo.label}</Link>
            </Button>
          </CardContent>
        ) : null}
      </Card>
    </ScreenFrame>
  );
}
