import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCart } from './cart-provider';

function CartCount() {
  return <span>{useCart().itemCount}</span>;
}

describe('useCart', () => {
  it('outside a CartProvider throws the spec message', () => {
    expect(() => renderToString(<CartCount />)).toThrow(
      'useCart must be used within a CartProvider',
    );
  });
});
