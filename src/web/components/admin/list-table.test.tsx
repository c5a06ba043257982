import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableCell, TableRow } from '../ui/table';
import { ListTable } from './list-table';

const columns = [{ label: 'Name' }, { label: 'Total', className: 'text-right' }, { label: 'Date' }];

describe('ListTable', () => {
  it('draws the headings and a state row exactly as wide as them', () => {
    const html = renderToStaticMarkup(
      <ListTable columns={columns} state="No orders found">
        {null}
      </ListTable>,
    );
    expect(html.match(/<th /g)).toHaveLength(3);
    expect(html).toMatch(/<th [^>]*class="[^"]*text-right[^"]*"[^>]*>Total<\/th>/);
    expect(html).toMatch(/<td [^>]*colSpan="3"[^>]*>No orders found<\/td>/);
  });

  it('draws only the rows when there is no state', () => {
    const html = renderToStaticMarkup(
      <ListTable columns={columns} state={null}>
        <TableRow>
          <TableCell>Ada</TableCell>
        </TableRow>
      </ListTable>,
    );
    expect(html).not.toContain('colSpan');
    expect(html).toContain('>Ada</td>');
  });
});
