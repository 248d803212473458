import { Link, useParams } from 'react-router';
import { ClubLogo } from '../components/club-logo';
import { ScreenFrame } from '../components/screen-frame';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { TableView } from '../features/tables/table-view';
import { useTables } from '../features/tables/tables-queries';

/** /table/{tableId}: the table view, or a not-found page with a way back. */
export function TablePage() {
  const tableId = useParams().tableId;
  const tables = useTables();
  const table = tables.data?.find((t) => t.id === tableId);

  if (tables.isPending) {
    return (
      <main className="grid min-h-dvh place-items-center">
        <Spinner label="Loading the table..." />
      </main>
    );
  }
  if (!table) {
    return (
      <ScreenFrame title="Table Not Found">
        <Card>
          <CardHeader className="items-center text-center">
            <ClubLogo />
            <CardTitle>Table Not Found</CardTitle>
            <CardDescription>This table does not exist or is no longer open.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full">
              <Link to="/dashboard?tab=game">Back to Tables</Link>
            </Button>
          </CardContent>
        </Card>
      </ScreenFrame>
    );
  }
  return (
    <>
      <title>{`${table.name} · Player Portal`}</title>
      <main className="mx-auto grid max-w-3xl gap-4 px-4 py-4 pb-24">
        <Link to="/dashboard?tab=game" className="w-fit text-sm font-semibold text-emerald-300 hover:underline">
          ← Back to Tables
        </Link>
        <TableView table={table} />
      </main>
    </>
  );
}
