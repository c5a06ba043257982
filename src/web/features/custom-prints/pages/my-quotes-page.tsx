import { Link } from 'react-router';
import { MyQuotesSection } from '../components/my-quotes-section';

/** /orders/quotes: the customer's custom print quotes (the orders page links here). */
export default function MyQuotesPage() {
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div>
        <Link to="/orders" className="text-sm text-primary underline underline-offset-4">
          ← My orders
        </Link>
        <h1 className="mt-2 text-3xl font-bold">My quotes</h1>
      </div>
      <MyQuotesSection />
    </section>
  );
}
