import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOARD_QUEUE_PAGE } from '#core/production/production-schemas';
import { PageHeader } from '../../../components/admin/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useProductionBoard } from '../api/get-board';
import { PrintersSection } from '../components/printers-section';
import { ProductionBoard } from '../components/production-board';
import { SpoolsSection } from '../components/spools-section';

const TABS = ['board', 'printers', 'spools'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/production: the print jobs from paid orders and restocks, from the queue to the owner's
 * check, beside the printers and their filament. Kept live by the realtime channel (the board's
 * events make it stale); each action refetches it too. The tab is in the address (?tab=).
 */
export default function ProductionPage() {
  // The queue is read BOARD_QUEUE_PAGE jobs at a time; "Show more" asks for the next ones too.
  const [queued, setQueued] = useState(BOARD_QUEUE_PAGE);
  const board = useProductionBoard(queued);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'board';
  return (
    <>
      <PageHeader
        title="Production"
        description="Assign, start and check every print; a bad check queues a reprint."
      />
      {board.isPending ? (
        <p role="status">Loading…</p>
      ) : board.isError ? (
        <p role="alert" className="text-destructive">
          Failed to fetch the production board.
        </p>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(next) =>
            setParams(next === 'board' ? {} : { tab: next }, { replace: true })
          }
        >
          <TabsList aria-label="Production" className="max-w-full overflow-x-auto">
            <TabsTrigger value="board">Board</TabsTrigger>
            <TabsTrigger value="printers">Printers</TabsTrigger>
            <TabsTrigger value="spools">Spools</TabsTrigger>
          </TabsList>
          <TabsContent value="board">
            <ProductionBoard
              board={board.data}
              queue={{
                loading: board.isPlaceholderData,
                showMore: () => setQueued((n) => n + BOARD_QUEUE_PAGE),
              }}
            />
          </TabsContent>
          <TabsContent value="printers">
            <PrintersSection board={board.data} />
          </TabsContent>
          <TabsContent value="spools">
            <SpoolsSection board={board.data} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
