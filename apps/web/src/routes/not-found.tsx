import { Link } from 'react-router';
import { ClubLogo } from '../components/club-logo';
import { ScreenFrame } from '../components/screen-frame';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';

export function NotFoundPage() {
  return (
    <ScreenFrame title="Page Not Found">
      <Card>
        <CardHeader className="items-center text-center">
          <ClubLogo />
          <p className="text-5xl font-black text-emerald-400">404</p>
          <CardTitle>Page Not Found</CardTitle>
          <CardDescription>This seat is empty: the page you asked for does not exist.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/">Go Home</Link>
          </Button>
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
