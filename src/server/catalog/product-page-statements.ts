import { fixedStatement } from '../../db/fixed-statement';
import { RELATED_PRODUCTS } from '#core/catalog/product-page';

/**
 * An active product's page in ONE statement (decision 177: a crawler's every page is a fresh
 * read): the product by its slug ($1) as the first row, with its options and variants as JSON,
 * then up to four related products (its category's first by name, then the others'), each with
 * what its variants add up to, as `selectProductsWithStock` sums them. No row: no such page.
 * Money stays text (numeric read as a string, as everywhere); the two counts are bigint strings.
 */
export const selectProductPage = fixedStatement(
  'catalog-select-product-page',
  `with own as (
     select o.id, o.category_id from products o where o.slug = $1 and o.is_active),
   related as (
     select r.id, r.grp, r.name from (
       (select p.id, 0 as grp, p.name from products p, own
         where p.is_active and p.id <> own.id and p.category_id = own.category_id
         order by p.name, p.id limit ${RELATED_PRODUCTS})
       union all
       (select p.id, 1 as grp, p.name from products p, own
         where p.is_active and p.id <> own.id
           and (own.category_id is null or p.category_id is null or p.category_id <> own.category_id)
         order by p.name, p.id limit ${RELATED_PRODUCTS})) r
     order by r.grp, r.name, r.id limit ${RELATED_PRODUCTS}),
   picked as (
     select own.id, -1 as grp, ''::text as name from own
     union all
     select related.id, related.grp, related.name from related)
   select p.id, p.name, p.slug, p.description, p.price, p.compare_at_price, p.images, p.sku,
          p.category_id, c.name as category_name, p.created_at, p.updated_at,
          s.stock, s.variant_count, s.first_variant_id, s.lead_time_days,
          case when k.grp = -1 then (
            select coalesce(json_agg(json_build_object('name', po.name, 'values', po.values)
                     order by po.position), '[]'::json)
              from product_options po where po.product_id = p.id) end as options,
          case when k.grp = -1 then (
            select coalesce(json_agg(json_build_object(
                     'id', v.id, 'option1', v.option1, 'option2', v.option2, 'option3', v.option3,
                     'sku', v.sku, 'price', v.price::text, 'compareAtPrice', v.compare_at_price::text,
                     'quantity', v.quantity, 'inventoryPolicy', v.inventory_policy,
                     'leadTimeDays', v.lead_time_days, 'imageUrl', v.image_url,
                     'isDefault', v.is_default, 'weightGrams', v.weight_grams) order by v.position, v.id), '[]'::json)
              from product_variants v where v.product_id = p.id) end as variants
     from picked k
     join products p on p.id = k.id
     left join categories c on c.id = p.category_id
     cross join lateral (
       select coalesce(sum(v.quantity) filter (where v.inventory_policy = 'track'), 0) as stock,
              count(*) as variant_count,
              (array_agg(v.id order by v.position, v.id))[1] as first_variant_id,
              min(v.lead_time_days) filter (where v.inventory_policy = 'made_to_order') as lead_time_days
         from product_variants v where v.product_id = p.id) s
    order by k.grp, k.name, k.id`,
);
